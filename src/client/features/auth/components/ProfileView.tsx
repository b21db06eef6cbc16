import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { passwordViewClosed, passwordViewOpened } from '../auth-forms-slice';
import { selectPasswordViewOpen } from '../auth-selectors';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';

const SubHeading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/**
 * The dashboard's profile: the details form, or the Change Password view opened from it. Which
 * one shows is in the store, so a replay of the action log shows the view the customer saw.
 */
export function ProfileView() {
  const dispatch = useAppDispatch();
  const changing = useAppSelector(selectPasswordViewOpen);
  // Leaving the profile closes the view: the next visit starts on the details.
  useEffect(() => () => {
    dispatch(passwordViewClosed());
  }, [dispatch]);
  if (changing) {
    return (
      <>
        <SubHeading>Change Password</SubHeading>
        <ChangePasswordForm onBack={() => dispatch(passwordViewClosed())} />
      </>
    );
  }
  return <ProfileForm onChangePassword={() => dispatch(passwordViewOpened())} />;
}
