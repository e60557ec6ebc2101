export function ActivityScreen() {
  return (
    <main id="main">
      <h1>Activity</h1>
    </main>
  );
}
