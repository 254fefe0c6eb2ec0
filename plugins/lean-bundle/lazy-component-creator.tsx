import React, {type ReactNode} from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator>;

/**
 * Stands in for Docusaurus's `ComponentCreator` in the browser. The generated route table calls
 * it for every route while the main bundle starts, building ~600 loadable components before
 * the first render although a page view needs two or three. Here each one is built the first
 * time its route renders or is preloaded; it renders no element of its own, so the markup and
 * hydration are unchanged.
 */
export default function LazyComponentCreator(path: string, hash: string): RouteComponent {
  let component: RouteComponent | undefined;
  const create = () => (component ??= ComponentCreator(path, hash));
  function LazyRouteComponent(props: object): ReactNode {
    const Component = create();
    return <Component {...props} />;
  }
  LazyRouteComponent.preload = () => create().preload();
  return LazyRouteComponent as unknown as RouteComponent;
}
