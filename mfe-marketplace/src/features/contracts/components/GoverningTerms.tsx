import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Field, getSupabase, Modal, showErrorToast, submitWith, useAuthStore } from 'shared-ui';
import { downloadAddendum } from '../api/contract-addendum-download';
import type { Contract } from '../api/contracts-query';
import { useGoverningTermsMutation } from '../api/contract-governing-terms-mutation';
import { addendumFileProblem } from '../lib/addendum-file';
import { termsOf } from '../lib/amendment';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  fieldset { border: 0; padding: 0; margin: 0; display: grid; gap: 0.5rem; }
  legend { font-weight: 600; margin-bottom: 0.25rem; }
  label.choice { display: flex; gap: 0.5rem; align-items: flex-start; }
  p { margin: 0; font-size: 0.875rem; }
`;

/** "Open Addendum (PDF)": either party downloads the brand's addendum, checked against the hash the contract names. */
export function OpenAddendum({ contract }: { contract: Contract }) {
  const addendum = termsOf(contract).addendum;
  const [busy, setBusy] = useState(false);
  if (!addendum) return null;
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadAddendum(await getSupabase(), addendum);
    } catch (error) {
      showErrorToast(error, 'opening the addendum');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" $variant="secondary" disabled={busy} onClick={() => void onClick()}>
      {busy ? 'Opening...' : 'Open Addendum (PDF)'}
    </Button>
  );
}

/**
 * The brand chooses the governing terms of a contract nobody has signed yet: the Pitchside Standard Creator Terms, or
 * those plus its own PDF (an addendum, at most 5 MB). The document then names the file and its SHA-256.
 */
export function GoverningTermsDialog({ contract, applicationId, onClose }: { contract: Contract; applicationId: string; onClose: () => void }) {
  const formId = useId();
  const ownerId = useAuthStore((s) => s.user?.id) ?? '';
  const [template, setTemplate] = useState<'standard' | 'brand_addendum'>(contract.template === 'brand_addendum' ? 'brand_addendum' : 'standard');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const save = useGoverningTermsMutation(applicationId);
  const current = termsOf(contract).addendum;

  const send = async () => {
    if (template === 'brand_addendum' && !file) {
      if (current) return onClose();
      setFileError('Choose the PDF to attach');
      return;
    }
    if (file && template === 'brand_addendum') {
      const problem = addendumFileProblem(file);
      if (problem) return setFileError(problem);
    }
    try {
      await save.mutateAsync(template === 'standard' ? { contractId: contract.id, template } : { contractId: contract.id, template, file: file!, ownerId });
      onClose();
    } catch {
      // the mutation's error toast says why
    }
  };

  return (
    <Modal
      open
      title="Governing terms"
      onClose={onClose}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId} disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save Governing Terms'}</Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submitWith(send, save.isPending)}>
        <p>Choose them before anyone signs. Changing them changes the document, so anyone who reviewed it reviews it again.</p>
        <fieldset>
          <legend>Terms that govern this contract</legend>
          <label className="choice">
            <input type="radio" name="template" value="standard" checked={template === 'standard'} onChange={() => setTemplate('standard')} />
            <span>Pitchside Standard Creator Terms</span>
          </label>
          <label className="choice">
            <input type="radio" name="template" value="brand_addendum" checked={template === 'brand_addendum'} onChange={() => setTemplate('brand_addendum')} />
            <span>Standard terms plus our own PDF addendum</span>
          </label>
        </fieldset>
        {template === 'brand_addendum' ? (
          <Field label="Addendum PDF" error={fileError} hint={current ? `Attached now: ${current.file_name}. Choose another file to replace it.` : 'PDF only, at most 5 MB. Where it conflicts with the contract, the contract prevails.'}>
            {(props) => (
              <input {...props} type="file" accept="application/pdf,.pdf"
                onChange={(e) => {
                  const f = e.target.files?.[0] ?? null;
                  setFile(f);
                  setFileError(f ? addendumFileProblem(f) ?? undefined : undefined);
                }} />
            )}
          </Field>
        ) : null}
      </Form>
    </Modal>
  );
}
