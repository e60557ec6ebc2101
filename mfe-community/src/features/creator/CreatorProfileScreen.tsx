export function CreatorProfileScreen() {
  return (
    <main id="main">
      <h1>Creator profile</h1>
    </main>
  );
}
