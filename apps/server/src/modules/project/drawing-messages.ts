import { messageSet } from '../../core/messages/message-set';

/** The server messages of a project's drawings and design changes (docs/projects.md "Drawings"). */
export const drawingMessages = messageSet({
  'en-US': {
    'approval.docType.designChange': 'design change',
    'project.drawingTitleTaken': 'the project already has a drawing “{title}” of this kind',
    'project.drawingFileType':
      'a drawing must be a PDF or a picture (PNG, JPEG, WebP) uploaded by you',
    'project.drawingNotDesign': 'only a design drawing has an approved version',
    'project.unknownDrawingVersion': 'that version is not one of this drawing’s',
    'project.unknownDrawing': 'a drawing named is not one of this project’s',
    'project.designChangesPending': 'project {code} still has {count} design change(s) in approval',
    'project.designChangeNotPending': 'design change {code} is no longer in approval',
  },
  'zh-CN': {
    'approval.docType.designChange': '设计变更',
    'project.drawingTitleTaken': '该项目已有同类图纸“{title}”',
    'project.drawingFileType': '图纸须是你上传的 PDF 或图片（PNG、JPEG、WebP）',
    'project.drawingNotDesign': '只有设计图纸才有审定版本',
    'project.unknownDrawingVersion': '该版本不属于此图纸',
    'project.unknownDrawing': '有图纸不属于此项目',
    'project.designChangesPending': '项目 {code} 还有 {count} 份设计变更在审批中',
    'project.designChangeNotPending': '设计变更 {code} 已不在审批中',
  },
});
