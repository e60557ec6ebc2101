export function LocationScreen() {
  return (
    <main id="main">
      <h1>Location</h1>
    </main>
  );
}
