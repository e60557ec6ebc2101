export function EditProfileScreen() {
  return (
    <main id="main">
      <h1>Edit profile</h1>
    </main>
  );
}
