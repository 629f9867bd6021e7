// The "React floor": the least a React page ships, built in the same run as the site (bench/route-sizes.ts).
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Hello, world</h1>);
