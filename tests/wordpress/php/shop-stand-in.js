// Stands in for one of the shop's scripts in the end-to-end suite, which checks only which
// script tags the plugin leaves on the page.
