export function ThreadScreen() {
  return (
    <main id="main">
      <h1>Conversation</h1>
    </main>
  );
}
