export function PostDetailScreen() {
  return (
    <main id="main">
      <h1>Post</h1>
    </main>
  );
}
