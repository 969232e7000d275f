package study

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// maxClueValues bounds the numbers of givens that ParseClues returns, so
// that a range like 0:1000000000 is refused rather than allocated.
const maxClueValues = 1000

// ParseClues reads a list of numbers of givens: numbers and ranges
// separated by commas, a range being FROM:TO (every number from FROM to
// TO) or FROM:TO:STEP. "0:35:5" is 0, 5, ..., 35 and "0,5,10:20:5" is 0,
// 5, 10, 15, 20. It returns them sorted, without repeats, or an error
// saying what is wrong; it never returns more than 1000 numbers.
func ParseClues(s string) ([]int, error) {
	var ks []int
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			return nil, fmt.Errorf("empty item in %q", s)
		}
		parts := strings.Split(item, ":")
		if len(parts) > 3 {
			return nil, fmt.Errorf("%q: want K, FROM:TO or FROM:TO:STEP", item)
		}
		nums := make([]int, len(parts))
		for i, p := range parts {
			n, err := strconv.Atoi(strings.TrimSpace(p))
			if err != nil || n < 0 || n > 1<<20 {
				return nil, fmt.Errorf("%q: %q is not a number of givens", item, p)
			}
			nums[i] = n
		}
		from, to, step := nums[0], nums[0], 1
		if len(nums) > 1 {
			to = nums[1]
		}
		if len(nums) > 2 {
			step = nums[2]
		}
		if step < 1 {
			return nil, fmt.Errorf("%q: step %d (want 1 or more)", item, step)
		}
		if to < from {
			return nil, fmt.Errorf("%q: the range ends before it starts", item)
		}
		if (to-from)/step+1 > maxClueValues-len(ks) {
			return nil, fmt.Errorf("%q: more than %d numbers of givens", item, maxClueValues)
		}
		for k := from; k <= to; k += step {
			ks = append(ks, k)
		}
	}
	slices.Sort(ks)
	return slices.Compact(ks), nil
}
