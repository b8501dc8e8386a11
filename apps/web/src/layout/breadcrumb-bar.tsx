import { Breadcrumb } from '@chakra-ui/react';
import { BreadcrumbViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useInjection } from '../di/container-context';

/** Breadcrumb from the route hierarchy (SPEC §2.4): plain text for the last item and items without redirect. */
export const BreadcrumbBar = observer(function BreadcrumbBar() {
  const breadcrumb = useInjection(BreadcrumbViewModel);
  const location = useLocation();
  useEffect(() => breadcrumb.setAddress(`${location.pathname}${location.search}`), [breadcrumb, location.pathname, location.search]);
  const items = breadcrumb.items;
  return (
    <Breadcrumb.Root size="sm" display={{ base: 'none', md: 'block' }} data-testid="breadcrumb">
      <Breadcrumb.List>
        {items.map((item, i) => (
          <Fragment key={`${i}-${item.title}`}>
            {i > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item>
              {item.to === undefined ? (
                <Breadcrumb.CurrentLink>{item.title}</Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link asChild>
                  <Link to={item.to}>{item.title}</Link>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
});
