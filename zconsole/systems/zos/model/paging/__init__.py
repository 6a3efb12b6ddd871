"""The model's paging: SCM, page data sets, PAGESCM, where pages go, PAGEDEL progress."""
