import { Empty } from 'antd';

/** antd's empty state with its picture, loaded only when a search finds nothing (decision 076). */
export default function CatalogEmpty({ className, text }: { className: string; text: string }) {
  return <Empty className={className} description={text} />;
}
