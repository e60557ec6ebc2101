export function ProfileScreen() {
  return (
    <main id="main">
      <h1>Profile</h1>
    </main>
  );
}
