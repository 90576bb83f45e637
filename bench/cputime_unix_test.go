//go:build unix

package bench

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time (user + system) this process has used so
// far, all threads included: the benchmarks report it per operation next
// to the wall time, since on a shared machine the wall time also counts
// the time other processes held the CPUs.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
