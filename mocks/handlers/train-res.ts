// The one mock handler file of Train_Res (mirrors src/api/train-res.ts); the controller is large, so
// its handlers are kept in parts under ./train-res/.
import { trainResReadHandlers } from './train-res/reads'
import { trainResWorkflowHandlers } from './train-res/workflow'
import { trainResStudyHandlers } from './train-res/study'

export const trainResHandlers = [
  ...trainResReadHandlers,
  ...trainResWorkflowHandlers,
  ...trainResStudyHandlers,
]
