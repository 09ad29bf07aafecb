import type { Config, Human } from '@vladmandic/human';
import { HUMAN_WASM_BUILD, humanConfig } from './human-config';
import { registerFileModelLoader } from './file-model-loader';

type HumanModule = { Human: new (config?: Partial<Config>) => Human };
export type ConfigureHuman = (config: Config) => void;

/** Creates Human on the wasm backend, loads every enabled model from disk and runs each once. */
export async function loadHuman(configure?: ConfigureHuman): Promise<Human> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- an absolute path: the package exports hide it
  const { Human } = require(HUMAN_WASM_BUILD) as HumanModule;
  const human = new Human(humanConfig);
  configure?.(human.config);
  registerFileModelLoader(human.tf);
  await human.init();
  await human.load();
  await warmUp(human);
  return human;
}

/** Human's own warm-up needs tfjs-node to decode its sample; executing each graph once does the same job. */
async function warmUp(human: Human): Promise<void> {
  const tf = human.tf;
  for (const model of Object.values(human.models.models)) {
    if (!model) continue;
    const shape = (model.inputs[0]?.shape ?? []).map((d: number) => (d > 0 ? d : 1));
    const input = tf.zeros(shape);
    tf.dispose(model.execute(input));
    tf.dispose(input);
  }
  const blank = tf.zeros([1, 64, 64, 3]);
  await human.detect(blank);
  tf.dispose(blank);
}
