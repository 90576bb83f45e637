// Package parallel runs independent pieces of work on several goroutines
// when the program may run several threads at once: the native CLI on a
// machine's CPUs. In the browser (GOOS=js, one thread) the work runs one
// piece after the other on the caller's goroutine.
//
// A panic in a piece of work is raised again in the caller, so that the
// engine's boundary (command.Run) recovers it as it does any other.
package parallel

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Workers returns the number of goroutines worth using for n pieces of
// work when each goroutine should get at least minEach of them: at most
// GOMAXPROCS, and 1 when the work should run on the caller's goroutine.
func Workers(n, minEach int) int {
	return max(1, min(runtime.GOMAXPROCS(0), n/max(1, minEach)))
}

// For calls fn(i) once for every i in [0, n), on workers goroutines
// taking the next i as they finish one, and returns when all calls have
// returned. With workers < 2 the calls are made in order on the caller's
// goroutine. fn must only write what belongs to i. If calls panic, For
// panics with the first value recovered once every goroutine has
// stopped.
func For(n, workers int, fn func(i int)) {
	if workers < 2 || n < 2 {
		for i := range n {
			fn(i)
		}
		return
	}
	var (
		next     atomic.Int64
		wg       sync.WaitGroup
		once     sync.Once
		panicked any
		failed   atomic.Bool
	)
	for range min(workers, n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil {
					once.Do(func() { panicked = r })
					failed.Store(true)
				}
			}()
			for !failed.Load() {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				fn(i)
			}
		}()
	}
	wg.Wait()
	if failed.Load() {
		panic(panicked)
	}
}
