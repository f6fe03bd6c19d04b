import { messageSet } from '../../core/messages/message-set';

/** The equipment area's server messages (listed in core/messages/catalogue.ts). */
export const equipmentMessages = messageSet({
  'en-US': {
    'equipment.serialTaken':
      'the device {model} with serial number {serialNo} is already registered',
  },
  'zh-CN': {
    'equipment.serialTaken': '型号 {model}、序列号 {serialNo} 的设备已登记',
  },
});
