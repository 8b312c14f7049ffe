// Stand-in for the upstream announcement bar.
export default function AnnouncementBar() {
  return null;
}
