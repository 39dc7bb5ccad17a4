import { useMemo } from 'react'
import { Empty, Spin } from 'antd'
import { useGetVideoPlayListQuery, type TrainResStudyDetail } from '../../api/train-res'
import { isAudio, playSources } from '../../components/course-play/play-sources'
import { LoadError } from '../../components/load-error'
import { VideoPlayer } from '../../components/video-player'

export interface StudyPlayerProps {
  course: TrainResStudyDetail
  /** the media element, for the heartbeat and the notes (null when it goes away) */
  onMedia: (media: HTMLMediaElement | null) => void
}

/** The course media: xgplayer with the play list's qualities (流畅 标清 高清 原画), audio for .mp3. */
export function StudyPlayer({ course, onMedia }: StudyPlayerProps) {
  const fetched = useGetVideoPlayListQuery({ videoId: course.id })
  // the detail's own play list stands in when GetVideoPlayList fails
  const inline = course.playList?.length ? course.playList : undefined
  const list = fetched.data ?? (fetched.isError ? inline : undefined)
  const sources = useMemo(() => playSources(list), [list])

  if (!list && fetched.isError)
    return (
      <LoadError
        error={fetched.error}
        title="视频加载失败"
        onRetry={() => void fetched.refetch()}
      />
    )
  if (!list)
    return (
      <div className="study-player__placeholder" aria-busy="true">
        <Spin description="加载中..." />
      </div>
    )
  if (sources.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可播放的视频" />
  return (
    <div className="study-player">
      <VideoPlayer
        sources={sources}
        audio={isAudio(course, sources[0].url)}
        onMedia={onMedia}
        title={course.resName}
      />
    </div>
  )
}
