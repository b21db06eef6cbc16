// Jest runner for the e2e project: its files share one server and each drives a Chromium,
// so on a two-core machine they run one after another while unit projects stay parallel.
import TestRunner from 'jest-runner';

export default class SerialTestRunner extends TestRunner {
  override readonly isSerial = true;
}
