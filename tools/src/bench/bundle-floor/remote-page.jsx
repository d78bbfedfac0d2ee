import { Link } from 'react-router';

export default function Page() {
  return <Link to="/x">x</Link>;
}
