export function CreateStoryScreen() {
  return (
    <main id="main">
      <h1>Create story</h1>
    </main>
  );
}
