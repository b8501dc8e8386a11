import { passwordStrengthLabels, uploadCountMessage, uploadSizeMessage, uploadTypeMessage, validatorMessages } from './messages';

describe('validatorMessages are SPEC §5 text to the character', () => {
  it.each([
    ['oldPasswordRequired', '请输入原始密码'],
    ['newPasswordRequired', '请输入新密码'],
    ['newPasswordTooShort', '密码不能少于6位数!'],
    ['newPasswordSameAsOld', '新旧密码不能一样!'],
    ['largeScreenNewPasswordSameAsOld', '两次输入密码不能一致!'],
    ['repeatPasswordRequired', '请再次输入新密码'],
    ['repeatPasswordMismatch', '新密码不一致!'],
    ['listImageType', '只能上传图片格式!'],
    ['listImageSize', '上传图片大小不能超过 10MB!'],
    ['listFileType', '文件格式不正确!'],
    ['listFileSize', '上传文件大小不能超过10MB!'],
  ] as const)('%s = %s', (key, text) => expect(validatorMessages[key]).toBe(text));

  it('has no other entries', () => expect(Object.keys(validatorMessages)).toHaveLength(11));
});

describe('messages with placeholders', () => {
  it('type message joins types with /', () => {
    expect(uploadTypeMessage(['png', 'jpg', 'jpeg'])).toBe('文件类型不合法，请上传 png/jpg/jpeg 格式文件');
  });
  it.each([
    [1, '上传文件大小不能超过 1 MB'],
    [2.5, '上传文件大小不能超过 2.5 MB'],
  ])('size message for %d MB', (mb, text) => expect(uploadSizeMessage(mb)).toBe(text));
  it('count message keeps SPEC spacing', () => {
    expect(uploadCountMessage(3, 2, 5)).toBe('当前限制选择 3个文件，本次选择了 2 个文件，共选择了 5 个文件');
  });
});

describe('password strength labels', () => {
  it('are 低, 中, 高', () => expect(passwordStrengthLabels).toEqual({ low: '低', medium: '中', high: '高' }));
});
