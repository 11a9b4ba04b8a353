import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from '../../components/form/form-field.tsx';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<FormFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      // The button sits in the input directly; InputAdornment would only add spacing and a module.
      endAdornment={
        <IconButton
          edge="end"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          size="small"
        >
          {visible ? <VisibilityOffOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
        </IconButton>
      }
    />
  );
}
