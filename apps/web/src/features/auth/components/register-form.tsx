import { zodResolver } from '@hookform/resolvers/zod';
import {
  meetsPasswordRule,
  MESSAGES,
  ZRegisterBodySchema,
  type TRegisterBody,
} from '@app/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { registerAccount } from '../api/auth';
import type { AuthFlow } from '../hooks/use-auth-flow';
import { FormError } from './form-error';
import { GoogleButton } from './google-button';
import { PasswordRequirements } from '../../../components/password-requirements';

export function RegisterForm({ flow }: { flow: AuthFlow }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TRegisterBody>({
    resolver: zodResolver(ZRegisterBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      const token = await registerAccount(body);
      await flow.continueWith(token);
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : {};
      if (fields.password) form.setError('password', { message: fields.password });
      else setError(e instanceof Error ? e.message : MESSAGES.unexpected);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={errors.email?.message}
      />
      <Input
        label="Password"
        type="password"
        autoComplete="new-password"
        aria-describedby="register-password-requirements"
        {...form.register('password')}
        error={errors.password?.message}
      />
      <PasswordRequirements password={password} id="register-password-requirements" />
      <p className="text-sm text-slate-600">
        By creating an account you agree to our{' '}
        <Link to={paths.privacyPolicy} className="font-medium text-brand-700 underline">
          Privacy Policy
        </Link>{' '}
        and{' '}
        <Link to={paths.termsOfUse} className="font-medium text-brand-700 underline">
          Terms of Use
        </Link>
        .
      </p>
      <FormError message={error} />
      <Button
        type="submit"
        size="lg"
        loading={isSubmitting}
        disabled={!meetsPasswordRule(password)}
        className="w-full"
      >
        Create an Account
      </Button>
      <GoogleButton label="Sign up with Google" />
      <p className="text-center text-sm text-slate-700">
        Already have an account?{' '}
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => flow.go('login')}
        >
          Log in
        </button>
      </p>
    </form>
  );
}
