export function MessagesScreen() {
  return (
    <main id="main">
      <h1>Messages</h1>
    </main>
  );
}
