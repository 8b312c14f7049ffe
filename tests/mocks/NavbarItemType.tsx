// Stand-in for one of Docusaurus's generic navbar item components.
export default function NavbarItemType() {
  return null;
}
