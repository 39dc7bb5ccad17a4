import { useMemo, useState } from 'react'
import { Empty, Modal, Spin } from 'antd'
import type { TrainRes } from '../../api/train-res'
import { useGetVideoPlayListQuery } from '../../api/train-res'
import { getToken } from '../../lib/token'
import { usePublicLogin } from '../public/public-login-context'
import { LoadError } from '../load-error'
import { VideoPlayer } from '../video-player'
import { isAudio, playSources } from './play-sources'
import type { PlayerFactory } from './player-factory'
import { useGuestLimit } from './use-guest-limit'
import { GuestPrompt } from './guest-prompt'
import './course-play.css'
import { hrefs } from '../../lib/paths'

export interface CoursePlayDialogProps {
  open: boolean
  resource: TrainRes | null
  onClose: () => void
  /** player implementation (tests and stories may pass the native one) */
  playerFactory?: PlayerFactory
}

/** 课程播放: plays a course; guests get 30 s and no full screen, then are asked to log in. */
export function CoursePlayDialog({
  open,
  resource,
  onClose,
  playerFactory,
}: CoursePlayDialogProps) {
  // Closing to log in hands the focus to the login dialog: giving it back to the course card
  // behind would pull it out of the login form.
  const [toLogin, setToLogin] = useState(false)
  return (
    <Modal
      title="课程播放"
      open={open}
      onCancel={onClose}
      footer={null}
      width={{ xs: '100%', md: 900 }}
      centered
      destroyOnHidden
      focusable={{ focusTriggerAfterClose: !toLogin }}
      afterClose={() => setToLogin(false)}
    >
      {resource && (
        <CoursePlayBody
          resource={resource}
          onClose={onClose}
          onLogin={() => setToLogin(true)}
          playerFactory={playerFactory}
        />
      )}
    </Modal>
  )
}

interface BodyProps {
  resource: TrainRes
  onClose: () => void
  /** the guest chose to log in: the dialog closes for the login dialog */
  onLogin: () => void
  playerFactory?: PlayerFactory
}

/** The study page of a course, where a guest who logs in from the player goes on. */
const studyPath = (resource: TrainRes) => hrefs.study(resource.id)

function CoursePlayBody({ resource, onClose, onLogin, playerFactory }: BodyProps) {
  const inline = resource.playList?.length ? resource.playList : undefined
  // list rows may come without their play list: ask the backend for it then
  const fetched = useGetVideoPlayListQuery({ videoId: resource.id }, { skip: !!inline })
  const list = inline ?? fetched.data
  const sources = useMemo(() => playSources(list), [list])
  const [media, setMedia] = useState<HTMLMediaElement | null>(null)
  const guest = !getToken()
  const { blocked, dismiss } = useGuestLimit(media, guest)
  const { openLogin } = usePublicLogin()

  if (!inline && fetched.isFetching) {
    return (
      <div className="course-play__loading">
        <Spin description="加载中..." />
      </div>
    )
  }
  if (!inline && fetched.isError) {
    return (
      <LoadError
        error={fetched.error}
        title="视频加载失败"
        onRetry={() => void fetched.refetch()}
      />
    )
  }
  if (sources.length === 0) return <Empty description="暂无可播放的视频" />

  const audio = isAudio(resource, sources[0].url)
  return (
    <div className="course-play">
      <h3 className="course-play__name">{resource.resName}</h3>
      <div className="course-play__stage">
        <VideoPlayer
          sources={sources}
          audio={audio}
          factory={playerFactory}
          onMedia={setMedia}
          title={resource.resName}
        />
        {blocked && (
          <GuestPrompt
            reason={blocked}
            overlay={!audio}
            onLogin={() => {
              onLogin()
              onClose()
              // after logging in the learner lands on this course, not on the dashboard
              openLogin(studyPath(resource))
            }}
            onCancel={dismiss}
          />
        )}
      </div>
    </div>
  )
}
