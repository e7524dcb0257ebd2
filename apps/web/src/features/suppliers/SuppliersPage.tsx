import { useState } from 'react';
import type { Supplier } from '@pubdesk/contract';
import { t } from '@pubdesk/ui/i18n';
import { useListEditor } from '../../components/list-editor-state';
import { ListEditorPage } from '../../components/ListEditorPage';
import { useSupplier } from './suppliers.api';
import { SupplierEditor } from './SupplierEditor';
import { SupplierList } from './SupplierList';
import { SupplierShareModal } from './SupplierShareModal';
import { SupplierTabs } from './SupplierTabs';

/**
 * /demand_sources/:id?: the list on the left; the Add or Edit form, and an existing one's ads and
 * imports (tabs), on the right. The Add form and plus buttons need the add permission; without
 * the change permission a demand source opens read-only.
 */
export function SuppliersPage() {
  const { id, list } = useListEditor({ search: true });
  const [sharesOf, setSharesOf] = useState<Supplier | null>(null);
  const detail = useSupplier(id);
  return (
    <ListEditorPage
      title={t('suppliers.title')}
      add="demand.add_supplier"
      change="demand.change_supplier"
      list={<SupplierList {...list} onShares={setSharesOf} />}
      id={id}
      detail={detail}
      renderNew={() => <SupplierEditor supplier={null} />}
      renderEdit={(supplier, readOnly) => <SupplierTabs supplier={supplier} readOnly={readOnly} />}
    >
      <SupplierShareModal supplier={sharesOf} onClose={() => setSharesOf(null)} />
    </ListEditorPage>
  );
}
