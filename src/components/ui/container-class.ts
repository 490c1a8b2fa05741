/** The page measure (Container's classes), for client components that must not load tailwind-merge. */
export const CONTAINER_CLASS = 'mx-auto w-full max-w-7xl px-5 sm:px-8 lg:px-12';
