import { useDispatch, useSelector } from 'react-redux'
// Types only: the store is built in app, from the slices of every layer.
import type { AppDispatch, RootState } from '../app/store'

/** The typed store hooks; every layer uses these instead of plain useSelector/useDispatch. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
