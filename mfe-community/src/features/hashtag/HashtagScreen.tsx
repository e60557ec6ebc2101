export function HashtagScreen() {
  return (
    <main id="main">
      <h1>Hashtag</h1>
    </main>
  );
}
