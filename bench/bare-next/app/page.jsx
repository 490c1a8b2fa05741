export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One heading and one paragraph, server-rendered, with no client code of its own.</p>
    </main>
  );
}
