import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';

const SubHeading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The dashboard's profile: the details form, or the Change Password view opened from it. */
export function ProfileView() {
  const [changing, setChanging] = useState(false);
  const back = useCallback(() => setChanging(false), []);
  if (changing) {
    return (
      <>
        <SubHeading>Change Password</SubHeading>
        <ChangePasswordForm onBack={back} />
      </>
    );
  }
  return <ProfileForm onChangePassword={() => setChanging(true)} />;
}
