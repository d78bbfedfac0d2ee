export default function HelpCentre() {
  return <h1>Centre d'aide</h1>;
}
