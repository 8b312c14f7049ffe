/** The table of API modules on the API entry page, from the catalogue's module list. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {API_MODULES, apiModuleRoute} from '@site/src/catalogue/modules';
import {CodeList} from '@site/src/components/catalogue/InlineText';
import {ReferenceTable} from '@site/src/components/catalogue/ReferenceTables';

export default function ApiModules(): ReactNode {
  return (
    <ReferenceTable label="API modules">
      <thead>
        <tr>
          <th scope="col">Module page</th>
          <th scope="col">Identifiers it documents</th>
        </tr>
      </thead>
      <tbody>
        {API_MODULES.filter((module) => module.path).map((module) => (
          <tr key={module.path}>
            <th scope="row">
              <Link to={apiModuleRoute(module)}>{module.title}</Link>
            </th>
            <td>
              <CodeList values={module.covers.map((prefix) => `${prefix}.*`)} />
            </td>
          </tr>
        ))}
      </tbody>
    </ReferenceTable>
  );
}
