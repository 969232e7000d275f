module github.com/sudokudlx/sudokudlx

go 1.24
