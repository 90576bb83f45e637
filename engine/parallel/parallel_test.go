package parallel

import (
	"runtime"
	"sync/atomic"
	"testing"
)

func TestForCallsEachIndexOnce(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	for _, tc := range []struct{ n, workers int }{{0, 4}, {1, 4}, {7, 1}, {7, 3}, {1000, 4}, {3, 8}} {
		counts := make([]atomic.Int32, tc.n)
		For(tc.n, tc.workers, func(i int) { counts[i].Add(1) })
		for i := range counts {
			if c := counts[i].Load(); c != 1 {
				t.Errorf("n=%d workers=%d: index %d called %d times", tc.n, tc.workers, i, c)
			}
		}
	}
}

func TestForRaisesPanicsInTheCaller(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	for _, workers := range []int{1, 4} {
		got := func() (r any) {
			defer func() { r = recover() }()
			For(100, workers, func(i int) {
				if i == 42 {
					panic("boom")
				}
			})
			return nil
		}()
		if got != "boom" {
			t.Errorf("workers=%d: recovered %v, want the panic of index 42", workers, got)
		}
	}
}

func TestWorkers(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	for _, tc := range []struct{ n, minEach, want int }{{1000, 64, 2}, {100, 64, 1}, {0, 64, 1}, {10, 0, 2}} {
		if got := Workers(tc.n, tc.minEach); got != tc.want {
			t.Errorf("Workers(%d, %d) = %d, want %d", tc.n, tc.minEach, got, tc.want)
		}
	}
	runtime.GOMAXPROCS(1)
	if got := Workers(1000, 64); got != 1 {
		t.Errorf("with one thread, Workers = %d, want 1", got)
	}
}
