export function FeedScreen() {
  return (
    <main id="main">
      <h1>Feed</h1>
    </main>
  );
}
