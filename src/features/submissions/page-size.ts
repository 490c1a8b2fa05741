// The inbox's page sizes, shared by the server (parsing the URL) and the
// screen (its "per page" choice).

export const PAGE_SIZE = 50;
export const PAGE_SIZES = [10, 25, 50, 100] as const;
