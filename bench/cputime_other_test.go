//go:build !unix

package bench

import "time"

// cpuTime is not available here: the benchmarks report wall time only.
func cpuTime() (time.Duration, bool) { return 0, false }
