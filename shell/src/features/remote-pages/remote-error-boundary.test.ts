import { sharedVersionSkew } from './remote-error-boundary';

describe('shared version skew', () => {
  it("reads the federation runtime's strictVersion refusal", () => {
    const refusal = new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module shared-auth does not satisfy ' +
        'the requirement of mf_settings which needs ^1.1.0)',
    );
    expect(sharedVersionSkew(refusal)).toEqual({
      packageName: 'shared-auth',
      provided: '1.0.0',
      remote: 'mf_settings',
      required: '^1.1.0',
    });
  });

  it('leaves any other failure alone', () => {
    expect(sharedVersionSkew(new Error('ScriptNetworkError: Failed to load script'))).toBeUndefined();
    expect(sharedVersionSkew('Version 1.0.0')).toBeUndefined();
  });
});
