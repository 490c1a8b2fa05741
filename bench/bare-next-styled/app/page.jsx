export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page, styled</h1>
      <p>
        One heading and one paragraph, server-rendered, with a stylesheet and two webfonts and no
        client code of its own.
      </p>
    </main>
  );
}
