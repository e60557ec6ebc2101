export function NewThreadScreen() {
  return (
    <main id="main">
      <h1>New message</h1>
    </main>
  );
}
