export function StoryViewerScreen() {
  return (
    <main id="main">
      <h1>Stories</h1>
    </main>
  );
}
