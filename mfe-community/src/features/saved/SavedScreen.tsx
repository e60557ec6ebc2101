export function SavedScreen() {
  return (
    <main id="main">
      <h1>Saved</h1>
    </main>
  );
}
