import { reviewLook, verificationLook } from './statuses';

describe('record status labels', () => {
  it('names and colours each review state', () => {
    expect(reviewLook('pending')).toEqual({ label: 'status.pending', tone: 'pending' });
    expect(reviewLook('approved')).toEqual({ label: 'status.approved', tone: 'success' });
    expect(reviewLook('rejected')).toEqual({ label: 'status.rejected', tone: 'danger' });
  });

  it('reads a state it does not know as under review, never as passed', () => {
    expect(reviewLook('processing')).toEqual({ label: 'status.pending', tone: 'pending' });
  });

  it('names the verification states', () => {
    expect(verificationLook('none')).toEqual({ label: 'status.notCertified', tone: 'muted' });
    expect(verificationLook('pending')).toEqual({ label: 'status.pending', tone: 'pending' });
    expect(verificationLook('verified')).toEqual({ label: 'status.verified', tone: 'success' });
    expect(verificationLook('rejected')).toEqual({ label: 'status.rejected', tone: 'danger' });
    expect(verificationLook('')).toEqual({ label: 'status.notCertified', tone: 'muted' });
  });
});
