import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { StaffLoginRequestSchema, type StaffChallenge, type StaffLoginRequest } from '@lale/contracts';
import { contractResolver } from '../../lib/formResolver.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { submitPassword } from './signinApi.ts';

/** Step one: username and password → a challenge for the second factor. */
export function PasswordStep({ onChallenge }: { onChallenge: (challenge: StaffChallenge) => void }) {
  const form = useForm<StaffLoginRequest>({
    resolver: contractResolver(StaffLoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const login = useMutation({ mutationFn: submitPassword, onSuccess: onChallenge });
  const { errors } = form.formState;
  return (
    <form noValidate className="stack" onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <TextField
        label="Username"
        autoComplete="username"
        autoFocus
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {login.isError && <ErrorNotice error={login.error} />}
      <Button type="submit" variant="primary" disabled={login.isPending}>
        Continue
      </Button>
    </form>
  );
}
