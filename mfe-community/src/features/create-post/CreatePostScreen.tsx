export function CreatePostScreen() {
  return (
    <main id="main">
      <h1>New post</h1>
    </main>
  );
}
